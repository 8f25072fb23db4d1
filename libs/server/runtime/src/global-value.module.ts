import { type DynamicModule, type InjectionToken, Module } from '@nestjs/common';

/**
 * The base of a module that makes one value (a parsed configuration, a test's clock) injectable
 * everywhere under `token`: `class XConfigModule extends globalValueModule<XConfig>(X_CONFIG) {}`,
 * then `XConfigModule.forRoot(value)`. Each subclass is a module of its own.
 */
export function globalValueModule<T>(token: InjectionToken) {
  @Module({})
  class GlobalValueModule {
    static forRoot(value: T): DynamicModule {
      return {
        module: this,
        global: true,
        providers: [{ provide: token, useValue: value }],
        exports: [token],
      };
    }
  }
  return GlobalValueModule;
}
