import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { daysAfter } from '#common/calendar-day.ts';
import { companyKennitala, DEFAULT_TEAM_SERVICES, type TeamRole, type TeamVerificationStatus } from '#common/team-rules.ts';
import { findUserByEmail } from '#server/domain/users/users.service.ts';
import type { Storage } from '#server/integrations/storage/storage.ts';
import type { Database } from '../client.ts';
import { teamDocuments, teamMembers, teams } from '../schema/teams.ts';
import { buildPdf } from './demo-pdf.ts';

// The demo letting agencies (issue 10). team@ runs Leiguliðar ehf., verified by staff, with Anna
// (landlord2@) as its agent; Sigurður (landlord@) has just started Norðurljós Leiga ehf., which
// waits in the staff verification queue. Idempotent: each team is added once, by slug.

interface DemoTeam {
  name: string;
  slug: string;
  /** A company kennitala (valid checksum, day 41-71); not a real company's. */
  kennitala: string;
  description: string;
  contactEmail: string;
  contactPhone: string;
  website: string | null;
  status: TeamVerificationStatus;
  members: { email: string; role: TeamRole }[];
  createdDaysAgo: number;
}

export const DEMO_TEAMS: DemoTeam[] = [
  {
    name: 'Leiguliðar ehf.',
    slug: 'leigulidar',
    kennitala: '4604110330',
    description:
      'Leigumiðlun á höfuðborgarsvæðinu síðan 2011. Við sjáum um auglýsingar, skoðanir, samninga og samskipti við leigjendur fyrir hönd eigenda.',
    contactEmail: 'leiga@leigulidar.is',
    contactPhone: '+3545517700',
    website: 'https://leigulidar.is',
    status: 'verified',
    members: [
      { email: 'team@demo.heimaleiga.is', role: 'owner' },
      { email: 'landlord2@demo.heimaleiga.is', role: 'agent' },
    ],
    createdDaysAgo: 120,
  },
  {
    name: 'Norðurljós Leiga ehf.',
    slug: 'nordurljos-leiga',
    kennitala: '6103210970',
    description: 'Útleiga íbúða á Akureyri og í nágrenni.',
    contactEmail: 'nordurljos@demo.heimaleiga.is',
    contactPhone: '+3544621100',
    website: null,
    status: 'pending',
    members: [{ email: 'landlord@demo.heimaleiga.is', role: 'owner' }],
    createdDaysAgo: 3,
  },
];

export async function seedDemoTeams(database: Database, now = new Date()): Promise<void> {
  for (const team of DEMO_TEAMS) {
    const [existing] = await database.db.select({ id: teams.id }).from(teams).where(eq(teams.slug, team.slug)).limit(1);
    if (existing) continue;
    const kennitala = companyKennitala(team.kennitala);
    if (!kennitala) throw new Error(`demo team ${team.slug}: invalid kennitala`);
    const people = await Promise.all(team.members.map((m) => findUserByEmail(database.db, m.email)));
    if (people.some((p) => !p)) continue;
    const created = daysAfter(now, -team.createdDaysAgo);
    await database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(teams)
        .values({
          name: team.name,
          slug: team.slug,
          companyKennitala: kennitala,
          description: team.description,
          contactEmail: team.contactEmail,
          contactPhone: team.contactPhone,
          website: team.website,
          verificationStatus: team.status,
          // What a new team has switched on (open houses, viewing requests, auto-replies).
          services: [...DEFAULT_TEAM_SERVICES],
          verificationSubmittedAt: team.status === 'unverified' ? null : daysAfter(created, 1),
          verificationDecidedAt: team.status === 'verified' ? daysAfter(created, 2) : null,
          createdById: people[0]?.id ?? null,
          createdAt: created,
          updatedAt: created,
        })
        .returning({ id: teams.id });
      await tx.insert(teamMembers).values(
        team.members.map((m, i) => ({
          teamId: row.id,
          userId: (people[i] as { id: string }).id,
          role: m.role,
          createdAt: created,
          updatedAt: created,
        })),
      );
    });
  }
}

const REGISTRY_EXTRACT_NAME = 'Vottorð úr fyrirtækjaskrá - Norðurljós Leiga ehf.pdf';

/** The registry extract Norðurljós Leiga sent with its verification (made up, marked as a sample). */
export function demoRegistryExtractPdf(): Uint8Array {
  return buildPdf(
    [
      { text: 'Vottorð úr fyrirtækjaskrá', x: 56, y: 780, size: 20, bold: true },
      { text: 'Heiti: Norðurljós Leiga ehf.', x: 56, y: 740 },
      { text: 'Kennitala: 610321-0970', x: 56, y: 722 },
      { text: 'Heimilisfang: Glerárgata 34, 600 Akureyri', x: 56, y: 704 },
      { text: 'Rekstrarform: Einkahlutafélag (ehf.)', x: 56, y: 686 },
      { text: 'Tilgangur: Útleiga og umsýsla íbúðarhúsnæðis', x: 56, y: 668 },
      { text: 'Stjórn: Sigurður Ólafsson, formaður', x: 56, y: 640 },
      { text: 'Prókúruhafi: Sigurður Ólafsson', x: 56, y: 622 },
      { text: 'Sýnishorn: búið til fyrir kynningargögn Heimaleigu, ekki raunverulegt vottorð.', x: 56, y: 80, size: 9 },
    ],
    'Vottorð úr fyrirtækjaskrá',
  );
}

/**
 * The document Norðurljós Leiga (pending) sent for its verification, so staff have something to
 * open in /man/teams (idempotent). A row whose file has gone missing gets its file back.
 */
export async function seedDemoTeamDocuments(database: Database, storage: Storage): Promise<void> {
  const [team] = await database.db
    .select({ id: teams.id, createdById: teams.createdById })
    .from(teams)
    .where(eq(teams.slug, 'nordurljos-leiga'))
    .limit(1);
  if (!team) return;
  const pdf = demoRegistryExtractPdf();
  const [existing] = await database.db
    .select({ key: teamDocuments.storageKey })
    .from(teamDocuments)
    .where(and(eq(teamDocuments.teamId, team.id), isNull(teamDocuments.subEntityId)))
    .limit(1);
  if (existing) {
    if (!(await storage.get(existing.key))) await storage.put(existing.key, pdf, 'application/pdf');
    return;
  }
  const key = `team-documents/${team.id}/${randomUUID()}`;
  await storage.put(key, pdf, 'application/pdf');
  await database.db.insert(teamDocuments).values({
    teamId: team.id,
    storageKey: key,
    fileName: REGISTRY_EXTRACT_NAME,
    contentType: 'application/pdf',
    size: pdf.byteLength,
    uploadedById: team.createdById,
  });
}
