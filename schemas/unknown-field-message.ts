/** What a closed request body (or settings form) answers for a field that is not one of its own. */
export const UNKNOWN_FIELD = 'Ada kolom yang tidak dikenal';
