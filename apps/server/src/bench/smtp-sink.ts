import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  body: string;
  at: number;
}

/**
 * A local SMTP server that keeps what it receives, for tests and `npm run bench`. `refuse` names
 * recipients it answers with a permanent error; `hang` makes it accept connections and never
 * answer, as a server (or the network) that has stalled.
 */
export async function startSmtpSink(options: { refuse?: (to: string) => boolean; hang?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (!options.hang) callback();
    },
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address))
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), body, at: Date.now() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
