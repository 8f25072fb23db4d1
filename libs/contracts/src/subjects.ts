/**
 * NATS request subjects, gateway → service: `<svc>.<resource>.<verb>`.
 * Never type a subject as a string literal at a call site: import it from here.
 */
export const identitySubjects = {
  login: 'identity.session.create',
  logout: 'identity.session.revoke',
  me: 'identity.user.get',
  register: 'identity.user.register',
  validateEmail: 'identity.email.validate',
  verifyEmail: 'identity.email.verify',
  resendValidation: 'identity.email.resend',
  requestPasswordReset: 'identity.password.request-reset',
  resetPassword: 'identity.password.reset',
  updateProfile: 'identity.profile.update',
  updatePhoto: 'identity.profile.photo',
  listStates: 'identity.geo.states',
  listCities: 'identity.geo.cities',
} as const;

/** Every service answers this with its clock; the gateway's dev route fans it out. */
export const platformSubjects = {
  setDevClock: 'platform.dev-clock.set',
} as const;

export type IdentitySubject = (typeof identitySubjects)[keyof typeof identitySubjects];
