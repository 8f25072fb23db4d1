// The suite's SMTP server lives in @encontro/testing; kept here so the suites' imports stay put.
export { type Mailbox, startMailbox } from '@encontro/testing';
