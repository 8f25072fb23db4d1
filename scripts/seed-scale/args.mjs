// The flags of `npm run seed:scale`: `--name value` or `--name=value`.
export const scaleDefaults = {
  people: 1_000_000,
  cities: 50,
  weeks: 52,
  database: 'encontro_scale',
  seed: 1,
};

/** The options from argv; throws with the flag's name on a bad value. */
export function parseScaleArgs(argv) {
  const options = { ...scaleDefaults, build: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--no-build') {
      options.build = false;
      continue;
    }
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(arg);
    if (!match || !(match[1] in scaleDefaults)) throw new Error(`unknown flag ${arg}`);
    const [, name, inline] = match;
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`--${name} needs a value`);
    if (name === 'database') {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(value))
        throw new Error(`--database must be a plain lower-case name`);
      options.database = value;
    } else {
      const number = Number(value.replace(/_/g, ''));
      if (!Number.isInteger(number) || number < (name === 'weeks' ? 0 : 1))
        throw new Error(`--${name} must be a whole number`);
      options[name] = number;
    }
  }
  return options;
}
