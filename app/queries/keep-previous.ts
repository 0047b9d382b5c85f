/**
 * A query's placeholder while its next key loads: the data of the key before (what TanStack Query's
 * keepPreviousData does; that export would join the code the guest's page shares, for nothing).
 */
export const keepPrevious = <T>(previous: T | undefined): T | undefined => previous;
