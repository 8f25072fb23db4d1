import { Controller, Inject, type Type } from '@nestjs/common';
import type { RpcRequest, RpcResponse, userDataExports } from '@encontro/contracts';
import { Rpc } from './rpc.decorator.js';

type ExportContract = (typeof userDataExports)[number];
type UserDataExporter<C extends ExportContract> = { export(userId: string): Promise<RpcResponse<C>> };

/**
 * The NATS handler of a service's part of GET /api/profile/export (contracts' userDataExports):
 * `exporter.export(userId)` answers it.
 */
export function userDataExportHandlers<C extends ExportContract>(
  contract: C,
  exporter: Type<UserDataExporter<C>>,
) {
  @Controller()
  class UserDataHandlers {
    constructor(@Inject(exporter) readonly userData: UserDataExporter<C>) {}

    @Rpc(contract)
    export({ user_id }: RpcRequest<C>) {
      return this.userData.export(user_id);
    }
  }
  return UserDataHandlers;
}
