import type { member, organization, shelf, team, teamMember } from '../schema';
import type { SeededRandom } from './random';

const DAY_MS = 86_400_000;

interface SeededPerson {
  id: string;
  email: string;
  /** Only onboarded, unbanned people are given memberships. */
  onboardedAt?: Date | null;
  banned?: boolean | null;
}

interface DemoOrganization {
  name: string;
  slug: string;
  /** The built-in user's role: the owner of one, a plain member of the other. */
  userRole: 'owner' | 'member';
  team: string;
  shelves: Array<{ name: string; titles: string[] }>;
}

const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    name: 'Riverside Book Club',
    slug: 'riverside-book-club',
    userRole: 'owner',
    team: 'Reading circle',
    shelves: [
      {
        name: "This month's reads",
        titles: ['Middlemarch', 'The Moonstone', 'Leaves of Grass', 'Great Expectations'],
      },
      {
        name: 'Mysteries to share',
        titles: ['The Hound of the Baskervilles', 'A Study in Scarlet', 'The Woman in White'],
      },
    ],
  },
  {
    name: 'Northwind Library',
    slug: 'northwind-library',
    userRole: 'member',
    team: "Children's corner",
    shelves: [
      {
        name: 'For young readers',
        titles: ["Alice's Adventures in Wonderland", 'Peter Pan', 'The Secret Garden'],
      },
      { name: 'Staff picks', titles: ['Anna Karenina', 'Crime and Punishment', 'Moby-Dick'] },
    ],
  },
];

const OTHER_MEMBERS_PER_ORGANIZATION = 5;

export interface DemoOrganizationRows {
  organizations: Array<typeof organization.$inferInsert>;
  members: Array<typeof member.$inferInsert>;
  teams: Array<typeof team.$inferInsert>;
  teamMembers: Array<typeof teamMember.$inferInsert>;
  /** Shelves with the titles they hold; their ids come from the database. */
  shelves: Array<typeof shelf.$inferInsert & { titles: string[] }>;
}

/**
 * Two organizations to look around in: user@user.com owns one and is a member of the other; each has
 * an admin, a few members, a team and two shelves of classics.
 */
export function demoOrganizations(
  random: SeededRandom,
  now: Date,
  people: SeededPerson[],
): DemoOrganizationRows {
  const builtInUser = people.find((person) => person.email === 'user@user.com');
  const others = random.shuffle(
    people.filter(
      (person) =>
        person.onboardedAt && !person.banned && !['user@user.com', 'admin@admin.com'].includes(person.email),
    ),
  );
  const rows: DemoOrganizationRows = {
    organizations: [],
    members: [],
    teams: [],
    teamMembers: [],
    shelves: [],
  };
  if (!builtInUser) return rows;
  DEMO_ORGANIZATIONS.forEach((demo, index) => {
    const createdAt = new Date(now.getTime() - (60 - index * 20) * DAY_MS);
    const organizationId = random.id();
    rows.organizations.push({
      id: organizationId,
      name: demo.name,
      slug: demo.slug,
      createdAt,
      updatedAt: createdAt,
    });
    const crew = others.slice(
      index * (OTHER_MEMBERS_PER_ORGANIZATION + 1),
      (index + 1) * (OTHER_MEMBERS_PER_ORGANIZATION + 1),
    );
    const roles: Array<[SeededPerson, string]> = [
      [builtInUser, demo.userRole],
      ...crew.map((person, position): [SeededPerson, string] => [
        person,
        position === 0
          ? demo.userRole === 'owner'
            ? 'admin'
            : 'owner'
          : position === 1
            ? 'admin'
            : 'member',
      ]),
    ];
    roles.forEach(([person, role], position) => {
      rows.members.push({
        id: random.id(),
        organizationId,
        userId: person.id,
        role,
        createdAt: new Date(createdAt.getTime() + position * DAY_MS),
      });
    });
    const teamId = random.id();
    const teamPeople = roles.slice(0, 3);
    rows.teams.push({
      id: teamId,
      name: demo.team,
      organizationId,
      memberCount: teamPeople.length,
      createdAt,
      updatedAt: createdAt,
    });
    for (const [person] of teamPeople)
      rows.teamMembers.push({ id: random.id(), teamId, userId: person.id, createdAt });
    for (const { name, titles } of demo.shelves)
      rows.shelves.push({ organizationId, name, titles, createdAt, updatedAt: createdAt });
  });
  return rows;
}
