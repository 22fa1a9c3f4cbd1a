export interface Pagination {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  offset: number;
}

/** Articles per list page; more than this paginates (issue: pagination when more than 12). */
export const ARTICLES_PER_PAGE = 12;

/**
 * Reads `?page=N`. Returns null for a malformed or out-of-range page so the route can
 * answer 404 instead of showing an empty list. Page 1 always exists.
 */
export function paginate(rawPage: string | null, totalItems: number, perPage = ARTICLES_PER_PAGE): Pagination | null {
  const page = rawPage === null || rawPage === "" ? 1 : Number(rawPage);
  if (!Number.isInteger(page) || page < 1 || !/^\d+$/.test(rawPage ?? "1")) return null;
  const totalPages = Math.max(1, Math.ceil(totalItems / perPage));
  if (page > totalPages) return null;
  return { page, perPage, totalItems, totalPages, offset: (page - 1) * perPage };
}
