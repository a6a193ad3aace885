/** An array literal for `= any(${pgIntArray(ids)}::int[])`, which both drivers pass as one text parameter. */
export const pgIntArray = (ids: number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;
export const pgTextArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`;
