import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CITY_CALENDAR_ROUTE, indicationRpc } from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiContract } from '../http/openapi.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { matchesEtag, strongEtag } from '../read-cache/answer-cache.js';

/** Calendar apps ask again often: five minutes of any cache, then a 304 while nothing changed. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * A city's meetups as a public iCalendar feed (issue 30), the one "Adicionar ao calendário"
 * subscribes to with `webcal://`. No session: calendar apps send none, and the feed names nobody.
 */
@ApiTags('Vencedores')
@Controller('api')
export class CityCalendarController {
  constructor(private readonly services: ServiceClient) {}

  @Get(CITY_CALENDAR_ROUTE)
  @ApiContract(
    'Os encontros da cidade em iCalendar (público): as últimas quatro semanas e a atual, no fuso da cidade',
    { response: { file: 'text/calendar' }, refusals: ['CITY_NOT_FOUND'] },
  )
  async calendar(
    @Param('city_id', new ZodPipe(indicationRpc.cityCalendar.request.shape.city_id)) cityId: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { ics, filename } = await this.services.call(indicationRpc.cityCalendar, { city_id: cityId });
    const etag = strongEtag(ics);
    void reply.header('ETag', etag).header('Cache-Control', CACHE_CONTROL);
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      await reply.code(304).send();
      return;
    }
    await reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', `inline; filename="${filename}"`)
      .send(ics);
  }
}
