// The validation message under a group of controls (check boxes, radio cards): always there so the layout does not
// jump, announced as an alert when it says something.
export function FieldMessage({ id, error, className }: { id?: string; error: string | undefined; className: string }) {
  return (
    <p id={id} role={error ? 'alert' : undefined} className={className}>
      {error ?? ''}
    </p>
  );
}
