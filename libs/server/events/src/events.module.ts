import { ConfigurableModuleBuilder, Module } from '@nestjs/common';
import { EventConsumer } from './event-consumer.js';
import { EventTablesPruner } from './event-tables-pruner.js';
import { EVENT_BUS_OPTIONS, type EventBusOptions } from './event-bus.options.js';
import { JetStreamConnection } from './jetstream.connection.js';
import { Outbox } from './outbox.js';
import { OutboxRelay } from './outbox.relay.js';

/** Outbox + relay + durable consumer + the hourly pruning of both tables, for one service. Needs DatabaseModule. */
const { ConfigurableModuleClass } = new ConfigurableModuleBuilder<EventBusOptions>({
  optionsInjectionToken: EVENT_BUS_OPTIONS,
})
  .setClassMethodName('forRoot')
  .setExtras({}, (definition) => ({ ...definition, global: true }))
  .build();

@Module({
  providers: [JetStreamConnection, OutboxRelay, Outbox, EventConsumer, EventTablesPruner],
  exports: [Outbox, EventConsumer, OutboxRelay, JetStreamConnection, EVENT_BUS_OPTIONS],
})
export class EventsModule extends ConfigurableModuleClass {}
