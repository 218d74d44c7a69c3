// Class names of the plain tables in the fund's detail sections.

/** A plain table of a detail section (same look as ListScreen's table). */
export const TH = 'whitespace-nowrap border-b border-line bg-gray-50 px-3 py-2 text-left font-medium text-gray-600';
export const TD = 'whitespace-nowrap border-b border-line px-3 py-2 align-middle';
