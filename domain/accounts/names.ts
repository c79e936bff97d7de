// Spec §3: "Names are split into first_name and last_name at the first space".

export interface SplitName {
  first_name: string;
  last_name: string;
}

/** Splits a full name at the first space; runs of spaces collapse, the rest is the last name. */
export function splitName(full: string): SplitName {
  const clean = full.trim().replace(/\s+/gu, ' ');
  const space = clean.indexOf(' ');
  if (space < 0) return { first_name: clean, last_name: '' };
  return { first_name: clean.slice(0, space), last_name: clean.slice(space + 1) };
}

/** `a***@example.com` / `01*******45`: enough for a person to recognise their own address. */
export function maskTarget(target: string): string {
  const at = target.indexOf('@');
  if (at > 0) {
    const local = target.slice(0, at);
    return `${local.slice(0, Math.min(2, local.length - 1) || 1)}***${target.slice(at)}`;
  }
  if (target.length <= 4) return '*'.repeat(target.length);
  return `${target.slice(0, 2)}${'*'.repeat(target.length - 4)}${target.slice(-2)}`;
}
