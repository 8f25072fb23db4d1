import { type DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { type RuntimeEnv, type ServiceRuntimeOptions, runtimeOptionsOf } from './bootstrap-service.js';
import { type ServicePlatformOptions, servicePlatformModules } from './service-platform.js';

type ServiceConfig = ServicePlatformOptions['config'] & RuntimeEnv;

export type ServiceAppOptions<C extends ServiceConfig> = ServicePlatformOptions & {
  config: C;
  /** The module that makes the parsed config injectable (a `globalValueModule`). */
  configModule: { forRoot(config: C): DynamicModule };
  /** The service's feature modules (what its integration suites mount on the platform too). */
  features: NonNullable<ModuleMetadata['imports']>;
};

/**
 * A service as it runs: its root module (config, the platform of `servicePlatformModules`, its
 * features) and the start-up options `bootstrapService` takes, read from the config parsed once.
 */
export function serviceApp<C extends ServiceConfig>(
  options: ServiceAppOptions<C>,
): Omit<ServiceRuntimeOptions, 'commands'> & { config: C } {
  const { configModule, features, ...platform } = options;
  @Module({
    imports: [configModule.forRoot(options.config), ...servicePlatformModules(platform), ...features],
  })
  class AppModule {}
  return {
    service: options.service,
    module: AppModule,
    config: options.config,
    ...runtimeOptionsOf(options.config),
  };
}
