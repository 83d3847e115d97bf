/** Choices for a select from a catalogue's labels, in the catalogue's order. */
export function choicesOf<Id extends string>(labels: Record<Id, string>): { id: Id; name: string }[] {
  return (Object.keys(labels) as Id[]).map((id) => ({ id, name: labels[id] }));
}
