// Whose a row on the landlord's pages is (applications, offers, viewings; docs/rules/team-mode.md
// "Whose each row is"): one's own (no team), or a team's, with the members who look after the
// listing it hangs off.

export interface Whose {
  /** The team the listing belongs to; null: the person's own. */
  team: { slug: string; name: string } | null;
  /** For a team's listing: the members chosen to look after it, by name (often nobody). */
  assignees: { id: string; name: string }[];
}

/** True when any row is a team's: only then does a personal row need saying so. */
export function anyTeamRow(rows: { whose?: Whose }[]): boolean {
  return rows.some((row) => row.whose?.team);
}
