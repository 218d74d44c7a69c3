/** A form label marked as required (red asterisk). */
export function RequiredLabel({ children }: { children: string }) {
  return (
    <>
      <span aria-hidden className="mr-0.5 text-danger">
        *
      </span>
      {children}
    </>
  );
}
