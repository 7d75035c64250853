import { ValueTransformer } from 'typeorm';

/** PostgreSQL returns bigint as a string; counts here always fit a JS number. */
export const bigintToNumber: ValueTransformer = {
  to: (value: number | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** A list of constants as SQL literals, for a CHECK (… IN (…)) written from the same constants as the type. */
export const sqlList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
