// Issue 12: superusers' sign-in limited per minute (was 2 per 3 s, about 40 guesses a minute from one address),
// and the CSP report endpoint limited so it cannot fill the log. Added to whatever rules ops have set.

const ADDED = [
  // A person mistypes a password a few times; a script guesses thousands. With MFA on, a guess also needs the code.
  { label: "_superusers:auth", maxRequests: 10, duration: 60 },
  { label: "_superusers:requestOTP", maxRequests: 5, duration: 60 },
  // A page with a real violation reports it once per load; more is noise or abuse.
  { label: "/api/csp-report", maxRequests: 20, duration: 60 },
];

migrate(
  (app) => {
    const settings = app.settings();
    // Plain objects, as the settings' JSON has them (the live rules are Go values).
    const rules = JSON.parse(JSON.stringify(settings.rateLimits.rules)) as { label: string }[];
    const present = new Set(rules.map((rule) => rule.label));
    const merged = [...rules, ...ADDED.filter((rule) => !present.has(rule.label))];
    unmarshal({ rateLimits: { rules: merged } }, settings);
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    const labels = new Set(ADDED.map((rule) => rule.label));
    const rules = (JSON.parse(JSON.stringify(settings.rateLimits.rules)) as { label: string }[]).filter(
      (rule) => !labels.has(rule.label),
    );
    unmarshal({ rateLimits: { rules } }, settings);
    app.save(settings);
  },
);
