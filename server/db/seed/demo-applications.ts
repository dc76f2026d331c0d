import { and, eq, inArray } from 'drizzle-orm';
import { addDays, dayOf, daysAfter } from '#common/calendar-day.ts';
import type { ApplicationAnswer } from '#server/db/schema/applications.ts';
import { createUser, findUserByEmail } from '#server/domain/users/users.service.ts';
import type { Database } from '../client.ts';
import { applicationEvents, applications, listingQuestions } from '../schema/applications.ts';
import { listings } from '../schema/listings.ts';
import { paychecks } from '../schema/paychecks.ts';
import { users } from '../schema/users.ts';
import { DEMO_PASSWORD } from './demo-users.ts';

// Applications among the demo people (docs/rules/applications.md): tenant@ and tenant2@ and two
// more applicants apply for landlord@'s and landlord2@'s published listings, in every status, and
// two listings ask questions; three more apply for the demo agency's flats. Written directly (no mail: the seed has no job queue). Runs once:
// nothing is added when tenant@ already has an application.

const HALF_DAY_MS = 12 * 3_600_000;

/** Two more applicants, so a landlord's list has more than the two demo tenants. */
const APPLICANTS = [
  {
    email: 'jon.thor@demo.heimaleiga.is',
    name: 'Jón Þór Sigurðsson',
    phone: '+3547781234',
    bio: 'Smiður, 34 ára. Bý með konunni minni og dóttur okkar (6 ára). Reyklaus og snyrtileg.',
  },
  {
    email: 'elin.hrund@demo.heimaleiga.is',
    name: 'Elín Hrund Pálsdóttir',
    phone: '+3548624455',
    bio: 'Meistaranemi í lýðheilsuvísindum við HÍ og starfa í hlutastarfi á kaffihúsi.',
  },
] as const;

const QUESTIONS: Record<string, { question: string; required: boolean }[]> = {
  'Björt 3ja herbergja íbúð í Hlíðunum': [
    { question: 'Hversu lengi viljið þið leigja?', required: true },
    { question: 'Reykir einhver á heimilinu?', required: false },
  ],
  'Rúmgóð 4ra herbergja íbúð í Keflavík': [{ question: 'Hvar starfið þið eða stundið nám?', required: true }],
};

interface Seeded {
  tenant: string;
  title: string;
  status: 'submitted' | 'viewed' | 'shortlisted' | 'accepted' | 'declined' | 'withdrawn';
  daysAgo: number;
  message: string;
  adults: number;
  children?: number;
  pets?: boolean;
  petsNote?: string;
  moveInInDays?: number;
  incomeBand?: number;
  share?: boolean;
  answers?: string[];
  decision?: string;
}

const SEEDED: Seeded[] = [
  {
    tenant: 'tenant@demo.heimaleiga.is',
    title: 'Björt 3ja herbergja íbúð í Hlíðunum',
    status: 'shortlisted',
    daysAgo: 6,
    message:
      'Góðan dag, ég heiti Guðrún og er hjúkrunarfræðingur á Landspítalanum. Íbúðin er í göngufæri frá vinnunni minni og hentar mér og manninum mínum vel. Við erum reyklaus, engin gæludýr, og höfum leigt í sömu íbúð í fimm ár með góðum meðmælum.',
    adults: 2,
    moveInInDays: 30,
    incomeBand: 4,
    share: true,
    answers: ['Að minnsta kosti tvö ár, helst lengur.', 'Nei, enginn reykir.'],
  },
  {
    tenant: 'tenant2@demo.heimaleiga.is',
    title: 'Björt 3ja herbergja íbúð í Hlíðunum',
    status: 'submitted',
    daysAgo: 2,
    message:
      'Добрий день! Мене звати Оксана, я працюю медсестрою в Reykjavík. Шукаю затишне житло для себе та сина (10 років). Ми охайні, не куримо, тварин не маємо. Можемо заселитися з наступного місяця.',
    adults: 1,
    children: 1,
    moveInInDays: 21,
    incomeBand: 2,
    answers: ['Щонайменше рік.', 'Ні.'],
  },
  {
    tenant: 'elin.hrund@demo.heimaleiga.is',
    title: 'Björt 3ja herbergja íbúð í Hlíðunum',
    status: 'viewed',
    daysAgo: 4,
    message:
      'Sæll Sigurður. Ég er í meistaranámi við HÍ og leita að íbúð nálægt skólanum. Ég myndi leigja með vinkonu minni sem er líka í námi. Við erum rólegar og reyklausar.',
    adults: 2,
    moveInInDays: 45,
    incomeBand: 1,
    answers: ['Í tvö skólaár.', 'Nei.'],
  },
  {
    tenant: 'jon.thor@demo.heimaleiga.is',
    title: 'Einbýlishús með garði og heitum potti í Hafnarfirði',
    status: 'accepted',
    daysAgo: 9,
    message:
      'Sæl. Við erum þriggja manna fjölskylda og eigum einn rólegan hund (labrador, 5 ára). Húsið með garðinum væri draumur fyrir okkur. Ég er smiður og get séð um minniháttar viðhald ef þess þarf.',
    adults: 2,
    children: 1,
    pets: true,
    petsNote: 'Einn labrador, 5 ára, vel upp alinn.',
    moveInInDays: 20,
    incomeBand: 4,
    share: true,
  },
  {
    tenant: 'tenant@demo.heimaleiga.is',
    title: 'Einbýlishús með garði og heitum potti í Hafnarfirði',
    status: 'withdrawn',
    daysAgo: 12,
    message: 'Halló, við höfum áhuga á húsinu en viljum gjarnan skoða það fyrst.',
    adults: 2,
  },
  {
    tenant: 'tenant@demo.heimaleiga.is',
    title: '3ja herbergja íbúð við Pollinn á Akureyri',
    status: 'viewed',
    daysAgo: 3,
    message:
      'Góðan dag. Ég er að skoða þann möguleika að flytja norður og vinna á Sjúkrahúsinu á Akureyri. Íbúðin lítur mjög vel út.',
    adults: 1,
    moveInInDays: 60,
    incomeBand: 3,
  },
  {
    tenant: 'tenant2@demo.heimaleiga.is',
    title: '2ja herbergja íbúð í miðbæ Selfoss',
    status: 'declined',
    daysAgo: 10,
    message:
      'Hello, I am Oksana and I work as a nurse. I am looking for a flat for me and my son. We are quiet and tidy, and we do not smoke.',
    adults: 1,
    children: 1,
    incomeBand: 2,
    decision: 'Thank you for your application. We chose a tenant who can move in earlier. Good luck with your search!',
  },
  {
    tenant: 'jon.thor@demo.heimaleiga.is',
    title: 'Rúmgóð 4ra herbergja íbúð í Keflavík',
    status: 'submitted',
    daysAgo: 1,
    message: 'Sæl Anna. Ég fékk vinnu á Keflavíkurflugvelli og við fjölskyldan leitum að rúmgóðri íbúð á Suðurnesjum.',
    adults: 2,
    children: 1,
    pets: true,
    petsNote: 'Einn labrador.',
    incomeBand: 4,
    answers: ['Ég starfa sem smiður á Keflavíkurflugvelli.'],
  },
];

/** Applications to the demo agency's flats (Leiguliðar ehf., team@ and Anna answer them). */
const AGENCY_APPLICATIONS: Seeded[] = [
  {
    tenant: 'tenant2@demo.heimaleiga.is',
    title: 'Björt 3ja herbergja íbúð við Hlemm',
    status: 'submitted',
    daysAgo: 1,
    message:
      'Góðan dag. Ég heiti Oksana og starfa sem sjúkraliði. Ég leita að íbúð fyrir mig og son minn nálægt skólanum hans í Hlíðunum. Við erum reyklaus og róleg.',
    adults: 1,
    children: 1,
    moveInInDays: 20,
    incomeBand: 2,
  },
  {
    tenant: 'elin.hrund@demo.heimaleiga.is',
    title: 'Björt 3ja herbergja íbúð við Hlemm',
    status: 'shortlisted',
    daysAgo: 2,
    message:
      'Sæl. Við vinkonurnar erum báðar í námi við HÍ og vinnum með. Laugavegurinn hentar okkur fullkomlega og við getum flutt inn um mánaðamótin.',
    adults: 2,
    moveInInDays: 14,
    incomeBand: 2,
  },
  {
    tenant: 'jon.thor@demo.heimaleiga.is',
    title: '2ja herbergja íbúð í miðbæ Hafnarfjarðar',
    status: 'viewed',
    daysAgo: 3,
    message:
      'Sæl. Ég leita að íbúð fyrir okkur hjónin í Hafnarfirði, nálægt vinnunni minni. Hundurinn okkar er rólegur og vel vaninn.',
    adults: 2,
    pets: true,
    petsNote: 'Einn labrador, 5 ára.',
    moveInInDays: 10,
    incomeBand: 4,
  },
];

/** The statuses each application went through to reach its own. */
const PATH: Record<Seeded['status'], string[]> = {
  submitted: ['submitted'],
  viewed: ['submitted', 'viewed'],
  shortlisted: ['submitted', 'viewed', 'shortlisted'],
  accepted: ['submitted', 'viewed', 'shortlisted', 'accepted'],
  declined: ['submitted', 'viewed', 'declined'],
  withdrawn: ['submitted', 'withdrawn'],
};

export async function seedDemoApplications(database: Database, now = new Date()): Promise<void> {
  const { db } = database;
  const tenant = await findUserByEmail(db, 'tenant@demo.heimaleiga.is');
  if (!tenant) return;
  const [done] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.tenantUserId, tenant.id))
    .limit(1);
  if (done) return;

  for (const person of APPLICANTS) {
    if (await findUserByEmail(db, person.email)) continue;
    const user = await createUser(db, { email: person.email, password: DEMO_PASSWORD, name: person.name, confirmedAt: now });
    await db.update(users).set({ phone: person.phone, bio: person.bio }).where(eq(users.id, user.id));
  }

  const titles = [
    ...new Set([...SEEDED.map((s) => s.title), ...AGENCY_APPLICATIONS.map((s) => s.title), ...Object.keys(QUESTIONS)]),
  ];
  const rows = await db
    .select({ id: listings.id, title: listings.titleIs, ownerUserId: listings.ownerUserId, createdBy: listings.createdBy })
    .from(listings)
    .where(and(inArray(listings.titleIs, titles), eq(listings.status, 'published')));
  const listingOf = new Map(rows.map((r) => [r.title ?? '', r]));

  await db.transaction(async (tx) => {
    const questionIds = new Map<string, { id: string; question: string }[]>();
    for (const [title, questions] of Object.entries(QUESTIONS)) {
      const listing = listingOf.get(title);
      if (!listing) continue;
      const inserted = await tx
        .insert(listingQuestions)
        .values(questions.map((q, position) => ({ listingId: listing.id, position, ...q })))
        .returning({ id: listingQuestions.id, question: listingQuestions.question });
      questionIds.set(title, inserted);
    }
    for (const seeded of [...SEEDED, ...AGENCY_APPLICATIONS]) {
      const listing = listingOf.get(seeded.title);
      const person = await findUserByEmail(tx, seeded.tenant);
      if (!listing || !person) continue;
      const [profile] = await tx
        .select({ phone: users.phone, bio: users.bio, kennitala: users.kennitala, confirmed: users.emailConfirmedAt })
        .from(users)
        .where(eq(users.id, person.id));
      const documents = await tx.select({ id: paychecks.id }).from(paychecks).where(eq(paychecks.userId, person.id));
      const created = daysAfter(now, -seeded.daysAgo);
      const answers: ApplicationAnswer[] = (questionIds.get(seeded.title) ?? []).flatMap((q, i) =>
        seeded.answers?.[i] ? [{ questionId: q.id, question: q.question, answer: seeded.answers[i] }] : [],
      );
      const steps = PATH[seeded.status];
      const at = (step: number) => new Date(created.getTime() + step * HALF_DAY_MS);
      const last = at(steps.length - 1);
      const [row] = await tx
        .insert(applications)
        .values({
          listingId: listing.id,
          tenantUserId: person.id,
          status: seeded.status,
          message: seeded.message,
          adults: seeded.adults,
          children: seeded.children ?? 0,
          pets: seeded.pets ?? false,
          petsNote: seeded.petsNote ?? null,
          moveInDate: seeded.moveInInDays ? addDays(dayOf(now), seeded.moveInInDays) : null,
          answers,
          sharePaychecks: seeded.share ?? false,
          incomeBand: seeded.incomeBand ?? null,
          profileSnapshot: {
            name: person.name,
            bio: profile?.bio ?? null,
            phone: profile?.phone ?? null,
            email_confirmed: profile?.confirmed != null,
            kennitala_on_file: profile?.kennitala != null,
            paycheck_count: documents.length,
          },
          decisionMessage: seeded.decision ?? null,
          viewedAt: steps.includes('viewed') ? at(1) : null,
          decidedAt: ['accepted', 'declined'].includes(seeded.status) ? last : null,
          closedAt: ['declined', 'withdrawn'].includes(seeded.status) ? last : null,
          createdAt: created,
          updatedAt: last,
        })
        .returning({ id: applications.id });
      await tx.insert(applicationEvents).values(
        steps.map((status, i) => ({
          applicationId: row.id,
          actorId: status === 'withdrawn' || status === 'submitted' ? person.id : (listing.ownerUserId ?? listing.createdBy),
          fromStatus: i === 0 ? null : steps[i - 1],
          toStatus: status,
          note: status === 'declined' ? (seeded.decision ?? null) : null,
          createdAt: at(i),
          updatedAt: at(i),
        })),
      );
      if (seeded.share) await tx.update(users).set({ sharePaychecks: true }).where(eq(users.id, person.id));
    }
  });
}
