import { z } from 'zod';

/**
 * Printable registers and summaries (03 §2 "Register … and a /print variant", "Summary … and
 * /summary/print"; issue 26 item 5), beyond the spec's calls: the server builds one HTML document
 * and answers it as HTML (the web's /print screens show it) or as a PDF printed from that same
 * HTML (docs/events.md "Printable registers and summaries").
 */
export const PRINT_FORMATS = ['html', 'pdf'] as const;
export type PrintFormat = (typeof PRINT_FORMATS)[number];

export const printQuerySchema = z.object({ format: z.enum(PRINT_FORMATS).default('html') });

/** A register's id is its date's (occurrence item's) id. */
export const registerPrintParamsSchema = z.object({ registerId: z.uuid() });
/** A summary's id is its session's id. */
export const summaryPrintParamsSchema = z.object({ sessionId: z.uuid() });
