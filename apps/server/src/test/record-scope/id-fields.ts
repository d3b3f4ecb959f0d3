import type { z } from 'zod';
import type { EndpointDefinition } from '@campus/contracts';

/** Where a request carries a value: the path, the query string or the body. */
export type Part = 'params' | 'query' | 'body';

/** A top-level field of one part that carries a record id, e.g. `params.id` or `body.groups`. */
export type IdField = `${Part}.${string}`;

const ID_NAME = /^(id|.+Id|.+Ids)$/;
/** A list filter's name: `filters[venueIds]` is named by what is inside the brackets. */
const isIdName = (key: string) => ID_NAME.test(key.replace(/^\w+\[(.+)\]$/, '$1'));

interface Def {
  type: string;
  format?: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema's object shape, through optional, default, pipe, union and intersection wrappers. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape ?? {};
  // A body that is a list of records (POST /bookings-bulk): the fields of each entry.
  if (def.type === 'array' && def.element) return shapeOf(def.element);
  const inner = def.innerType ?? def.in;
  if (inner) return shapeOf(inner);
  if (def.type === 'union') return Object.assign({}, ...(def.options ?? []).map(shapeOf)) as Record<string, z.ZodType>;
  if (def.type === 'intersection' && def.left && def.right) return { ...shapeOf(def.left), ...shapeOf(def.right) };
  return {};
}

/** Whether a uuid (or a field named like an id) appears anywhere inside the schema. */
function carriesId(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'string') return def.format === 'uuid';
  if (def.type === 'object')
    return Object.entries(def.shape ?? {}).some(([key, value]) => ID_NAME.test(key) || carriesId(value));
  if (def.type === 'record') return [def.keyType, def.valueType].some((inner) => inner && carriesId(inner));
  const inners = [def.innerType, def.in, def.element, def.left, def.right, ...(def.options ?? [])];
  return inners.some((inner) => inner !== undefined && carriesId(inner));
}

/**
 * The fields of an endpoint that take a record id, read from its contract: path parameters, and
 * query or body keys named `id`, `…Id`, `…Ids` or holding a uuid (also inside lists and maps).
 */
export function idFieldsOf(endpoint: EndpointDefinition): IdField[] {
  const parts: [Part, z.ZodType | undefined][] = [
    ['params', endpoint.params],
    ['query', endpoint.querystring],
    ['body', endpoint.body],
  ];
  return parts.flatMap(([part, schema]) =>
    Object.entries(schema ? shapeOf(schema) : {})
      .filter(([key, value]) => isIdName(key) || carriesId(value))
      .map(([key]) => `${part}.${key}` as IdField),
  );
}
