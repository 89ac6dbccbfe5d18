// Command-line options of `npm run bench`.
export const PARTS = ['api', 'transfers', 'web', 'lighthouse', 'browser'];

export function parseOptions(argv) {
  const options = {
    liveries: 100_000,
    quick: false,
    only: [...PARTS],
    databases: ['sqlite', 'postgres'],
    reuseData: false,
    connections: 50,
    seconds: 10,
    warmupSeconds: 3,
    databaseUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/paddock_bench',
    /** Only the API scenarios whose name holds one of these (case-insensitive); all when empty. */
    scenarios: [],
    /** Where the table goes: another file keeps bench/RESULTS.md for the full, quiet runs. */
    resultsFile: 'bench/RESULTS.md',
  };
  let liveriesGiven = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--quick') options.quick = true;
    else if (arg === '--liveries') {
      options.liveries = Number.parseInt(value(), 10);
      liveriesGiven = true;
    } else if (arg === '--only') options.only = value().split(',');
    else if (arg === '--db') options.databases = value().split(',');
    else if (arg === '--reuse-data') options.reuseData = true;
    else if (arg === '--seconds') options.seconds = Number(value());
    else if (arg === '--scenarios') options.scenarios = value().toLowerCase().split(',');
    else if (arg === '--results') options.resultsFile = value();
    else if (arg === '--help') {
      console.log(`npm run bench -- [--quick] [--liveries N] [--only ${PARTS.join(',')}] [--db sqlite,postgres] [--reuse-data] [--seconds S] [--scenarios A,B] [--results FILE]
  --quick        10,000 liveries and 3 s runs (for development)
  --reuse-data   keep a generated database from an earlier run with the same size
  --scenarios A,B only the API scenarios whose name contains A or B (e.g. "mix:,header")
  --results FILE write the table there instead of bench/RESULTS.md (relative to the repository)
  DATABASE_URL   the PostgreSQL database to DROP and refill (default postgres://postgres@127.0.0.1:5432/paddock_bench)`);
      process.exit(0);
    } else throw new Error(`Unknown option ${arg} (try --help)`);
  }
  if (options.quick) {
    if (!liveriesGiven) options.liveries = 10_000;
    options.seconds = 3;
    options.warmupSeconds = 1;
  }
  for (const part of options.only)
    if (!PARTS.includes(part)) throw new Error(`Unknown part ${part}: ${PARTS.join(', ')}`);
  if (!(options.liveries > 0)) throw new Error('--liveries must be a positive number');
  return options;
}
