import { Controller, Get, Param, type PipeTransform, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { indicationMessages, indicationRpc, shareCommands } from '@encontro/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.js';
import { ApiContract } from '../http/openapi.js';
import { IndicationIdPipe } from '../indications/id-param.pipe.js';
import { matchesEtag } from '../read-cache/answer-cache.js';
import { type ShareImageAnswer, ShareImages } from './share-images.js';
import { ShareStates } from './share-states.js';

/** Anyone may keep them, and must ask again each time: the ETag makes that a 304 while nothing changed. */
const CACHE_CONTROL = 'public, no-cache';

/** A city code in the path: anything but an IBGE code is a 404, as an unknown city is. */
class CityIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    const result = shareCommands.cityShare.shape.city_id.safeParse(value);
    if (!result.success) throw new ApiError('CITY_NOT_FOUND', indicationMessages.cityNotFound);
    return result.data;
  }
}

/**
 * The public share images (issue 31) that link previews show, and the public meetup of
 * `/encontro/{id}`. No session: crawlers send none, and none of them shows a person. `?v=` in an
 * image URL is for the crawlers' caches; the server answers the current state whatever it says.
 */
@ApiTags('Compartilhamento')
@Controller('api')
export class ShareController {
  constructor(
    private readonly images: ShareImages,
    private readonly states: ShareStates,
  ) {}

  @Get('share/city/:city_id.jpg')
  @ApiContract(
    'A imagem de compartilhamento da cidade (JPEG 1200×630): os mais votados ou os vencedores da semana',
    {
      response: { file: 'image/jpeg' },
      refusals: ['CITY_NOT_FOUND'],
    },
  )
  async city(
    @Param('city_id', new CityIdPipe()) cityId: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await sendImage(reply, await this.images.city(cityId, request.headers['if-none-match']));
  }

  @Get('share/meetup/:id.jpg')
  @ApiContract('A imagem de compartilhamento de um encontro (JPEG 1200×630): local, dia, horário e vagas', {
    response: { file: 'image/jpeg' },
    refusals: ['INDICATION_NOT_FOUND'],
  })
  async meetup(
    @Param('id', new IndicationIdPipe()) id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await sendImage(reply, await this.images.meetup(id, request.headers['if-none-match']));
  }

  @Get('share/site.jpg')
  @ApiContract('A imagem de compartilhamento do site (JPEG 1200×630), para a página inicial e as estáticas', {
    response: { file: 'image/jpeg' },
  })
  async site(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await sendImage(reply, await this.images.site(request.headers['if-none-match']));
  }

  @Get('meetups/:id')
  @ApiContract(
    'Um encontro da semana como qualquer pessoa o vê (página /encontro/{id}): sem nomes de pessoas',
    {
      response: indicationRpc.publicMeetup,
      refusals: ['INDICATION_NOT_FOUND'],
    },
  )
  async publicMeetup(
    @Param('id', new IndicationIdPipe()) id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { state, v } = await this.states.meetup(id);
    const etag = `"${v}"`;
    void reply.header('ETag', etag).header('Cache-Control', CACHE_CONTROL);
    if (matchesEtag(request.headers['if-none-match'], etag)) await reply.code(304).send();
    else await reply.type('application/json; charset=utf-8').send(JSON.stringify(state));
  }
}

async function sendImage(reply: FastifyReply, { etag, jpeg }: ShareImageAnswer): Promise<void> {
  // Made to be shown on other sites (link previews): helmet's same-origin default would block that.
  void reply
    .header('ETag', etag)
    .header('Cache-Control', CACHE_CONTROL)
    .header('Cross-Origin-Resource-Policy', 'cross-origin');
  if (!jpeg) await reply.code(304).send();
  else await reply.header('Content-Type', 'image/jpeg').header('Content-Length', jpeg.length).send(jpeg);
}
