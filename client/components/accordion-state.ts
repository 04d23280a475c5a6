/** Open/close rule of <Accordion>: at most one item is open; activating the open item closes it. */
export function toggleOpenId(openId: string | null, clickedId: string): string | null {
  return openId === clickedId ? null : clickedId;
}

/** The item open at first: the requested one if it exists, otherwise none. */
export function initialOpenId(itemIds: readonly string[], requested: string | undefined): string | null {
  return requested !== undefined && itemIds.includes(requested) ? requested : null;
}
