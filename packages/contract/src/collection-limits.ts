// Apart from the collection schemas (no zod here): the collection form's counters need only these.

/** Collections and league packs (issue 19): the limits both sides check. */
export const COLLECTION_LIMITS = {
  nameMax: 80,
  descriptionMax: 1000,
  /** Collections one member may own. */
  perMember: 100,
  /** Liveries in one collection. */
  entriesMax: 200,
  driverOrTeamMax: 60,
  /** The stored livery zips of one pack together, so a pack download stays a plain (non-ZIP64) zip. */
  packMaxBytes: 1024 * 1024 * 1024,
  /** Pack downloads per member (or per address, signed out) an hour: each can stream a gigabyte. */
  packDownloadsPerHour: 20,
} as const;
