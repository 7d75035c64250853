/**
 * The SQL condition a queue applies for staff member $n (id) with role $m: what they may decide on,
 * given the owner `ownerAlias` (a users row): not their own, and for moderators only ordinary users'.
 */
export const decidableBy = (ownerAlias: string, staffParam: string, roleParam: string) =>
  `(${ownerAlias}."id" <> ${staffParam} AND (${roleParam} = 'admin' OR ${ownerAlias}."role" = 'user'))`;
