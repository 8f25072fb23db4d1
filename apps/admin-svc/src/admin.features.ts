/** The service's feature modules; the integration suites mount them as they are. */
export const adminFeatures = [];
