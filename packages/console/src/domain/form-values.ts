// A form's typed text as a request body wants it: left out (undefined) when the box is empty.

/** The number typed, or undefined when the box is blank or holds no number. */
export const formNumber = (v: string | undefined): number | undefined => {
  if (v === undefined || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};

/** The text typed without surrounding spaces, or undefined when nothing but spaces was typed. */
export const formText = (v: string | undefined): string | undefined => (v && v.trim() ? v.trim() : undefined);
