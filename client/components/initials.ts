/** Up to two initials from a name ('anna maria' → 'AM', 'jo' → 'J'), '?' when there is none. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toUpperCase());
  return letters.length > 0 ? letters.join('') : '?';
}
