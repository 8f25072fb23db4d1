// What unit specs use (doubles, the service-under-test harness, factories): nothing that starts or connects
// to a server. `@encontro/testing/unit` loads none of the integration harness (maildev, web-push, sharp, pg,
// NATS, Nest), which jest would otherwise evaluate again for every unit spec file.
export * from './automock.js';
export * from './unit-doubles.js';
export * from './service-under-test.js';
export * from './refusals.js';
export * from './events-on.js';
export * from './define-factory.js';
export * from './people-copy.factory.js';
export * from './registered-person.js';
export * from './places.js';
export * from './unique.js';
export * from './wait-for.js';
// Small helpers that start nothing: a test PNG and a free port.
export * from './images.js';
export { freePort } from './nats-server.js';
