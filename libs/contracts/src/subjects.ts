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

/** support-svc: contact, FAQ, tickets (SPEC §7 "Last encounter, support" and "Admin: support tickets"). */
export const supportSubjects = {
  submitContact: 'support.contact.submit',
  contactRateLimit: 'support.contact.rate-limit',
  listFaq: 'support.faq.list',
  faqFeedback: 'support.faq.feedback',
  createGeneralTicket: 'support.ticket.create-general',
  createHostTicket: 'support.ticket.create-host',
  listTickets: 'support.ticket.list',
  listHostTickets: 'support.ticket.list-host',
  finalizeHostTicket: 'support.ticket.finalize',
  listHostIndications: 'support.indication.list-own',
  adminListTickets: 'support.admin-ticket.list',
  adminRespond: 'support.admin-ticket.respond',
} as const;

/** indication-svc: nominations, votes, winners, attendance (SPEC §7 "Indications, voting, winners"). */
export const indicationSubjects = {
  status: 'indication.cycle.status',
  list: 'indication.indication.list',
  submit: 'indication.indication.submit',
  mine: 'indication.indication.list-own',
  castVote: 'indication.vote.cast',
  removeVote: 'indication.vote.remove',
  winners: 'indication.winner.list',
  lastWinners: 'indication.winner.list-last',
  confirmAttendance: 'indication.attendance.confirm',
  confirmHostByLink: 'indication.host.confirm-link',
  calendar: 'indication.attendance.calendar',
  adminList: 'indication.admin-indication.list',
  adminGet: 'indication.admin-indication.get',
  approve: 'indication.admin-indication.approve',
  reject: 'indication.admin-indication.reject',
} as const;
