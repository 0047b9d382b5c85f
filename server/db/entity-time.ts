/** A timestamp as the database returns it ('2025-01-02 03:04:05.678+00') in ISO form, as entities carry it. */
export const isoTimestamp = (value: string): string => new Date(value).toISOString();
