import { z } from 'zod';
import {
  organizationSummarySchema,
  shelfBookSchema,
  shelfSchema,
  type Shelf,
} from '~/features/organizations/organization.schema';
import { getOrganization, listMyOrganizations } from '~/features/organizations/organizations.router';
import { addBookToShelf } from '~/features/organizations/shelves.router';
import { compositeTool, procedureTool, type McpTool, type ToolContext } from '~/server/mcp/mcp-tool';

// The caller's organizations and their shelves: what a member reads on /app/organizations, and what
// its owners and admins put on a shelf.

const linkedShelfSchema = shelfSchema.extend({
  books: z.array(shelfBookSchema.extend({ url: z.string().describe("The book's page in Folio") })),
});

const myOrganizationSchema = organizationSummarySchema.extend({
  url: z.string().describe("The organization's page in Folio"),
  shelves: z.array(linkedShelfSchema),
});

function linkedShelf(shelf: Shelf, { link }: Pick<ToolContext, 'link'>): z.input<typeof linkedShelfSchema> {
  return {
    ...shelf,
    books: shelf.books.map((book) => ({
      ...book,
      cover: book.cover && { small: link(book.cover.small), large: link(book.cover.large) },
      url: link(`/app/books/${encodeURIComponent(book.id)}`),
    })),
  };
}

export const organizationTools: McpTool[] = [
  compositeTool({
    name: 'list_my_organizations',
    title: 'List my organizations',
    description:
      "The organizations the key's owner belongs to, with their role in each and each organization's shelves and the books on them. A shelf's `id` is what add_book_to_shelf takes.",
    procedures: [listMyOrganizations, getOrganization],
    output: z.object({ organizations: z.array(myOrganizationSchema) }),
    run: async (_args, context) => {
      const summaries = await context.call(listMyOrganizations);
      const organizations = await Promise.all(
        summaries.map(async (summary) => {
          const { shelves } = await context.call(getOrganization, { id: summary.id });
          return {
            ...summary,
            url: context.link(`/app/organizations/${encodeURIComponent(summary.id)}`),
            shelves: shelves.map((shelf) => linkedShelf(shelf, context)),
          };
        }),
      );
      const lines = organizations.map((organization) =>
        context.t('organizations.line', {
          name: organization.name,
          role: organization.viewerRole
            ? context.t(`organizations:roles.${organization.viewerRole}` as 'organizations:roles.member', {
                defaultValue: organization.viewerRole,
              })
            : '—',
          shelves: organization.shelves.length
            ? organization.shelves.map((shelf) => `${shelf.name} [${shelf.id}]`).join(', ')
            : context.t('organizations.noShelves'),
          url: organization.url,
        }),
      );
      return {
        structured: { organizations },
        text: lines.length ? lines.join('\n') : context.t('organizations.none'),
      };
    },
  }),
  procedureTool({
    name: 'add_book_to_shelf',
    title: 'Add a book to a shelf',
    description:
      "Puts the catalogue book `bookId` on the shelf `id` (from list_my_organizations); again is no change. Only an organization's owners and admins curate its shelves.",
    procedure: addBookToShelf,
    output: linkedShelfSchema,
    answer: (shelf, context, args) => {
      const structured = linkedShelf(shelf, context);
      const { bookId } = args as { bookId: string };
      const added = structured.books.find((book) => book.id === bookId);
      return {
        structured,
        text: context.t('organizations.shelved', { title: added?.title ?? bookId, shelf: shelf.name }),
      };
    },
  }),
];
