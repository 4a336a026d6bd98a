import { Controller, Get, Header, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../admin';
import { ApiErrors } from '../common/api-error.dto';
import { DigestPreviewDto, DigestSettingsDto } from './dto/digest.dto';
import { DigestService } from './digest.service';

@ApiTags('admin')
@Controller('admin/digest')
@AdminOnly()
export class DigestController {
  constructor(private readonly digest: DigestService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: DigestSettingsDto, description: 'Who gets the weekly digest and when it goes next.' })
  settings(): DigestSettingsDto {
    return this.digest.settings();
  }

  @Post('preview')
  @HttpCode(HttpStatus.ACCEPTED)
  @Header('Cache-Control', 'no-store')
  @ApiAcceptedResponse({
    type: DigestPreviewDto,
    description: 'A preview of the last complete week is queued to the recipients now ("Preview" in its subject, its own Message-ID).',
  })
  @ApiErrors('DIGEST_NOT_CONFIGURED', 'MAIL_NOT_CONFIGURED')
  preview(): Promise<DigestPreviewDto> {
    return this.digest.preview();
  }
}
