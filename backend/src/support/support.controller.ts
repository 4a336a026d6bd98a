import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorDto } from '../common/api-error.dto';
import { RateLimit } from '../common/rate-limit';
import { CreateSupportRequestDto } from './dto/create-support-request.dto';
import { SupportRequestCreatedDto } from './dto/support-request-created.dto';
import { SupportService } from './support.service';

@ApiTags('support')
@Controller('support')
export class SupportController {
  constructor(private readonly supportService: SupportService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimit('support')
  @ApiCreatedResponse({
    type: SupportRequestCreatedDto,
    description: 'Stored with its two mails queued (to SUPPORT_EMAIL, and a receipt to the visitor); the answer does not wait for them.',
  })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'The fields at fault are listed in `details`.' })
  async create(@Body() body: CreateSupportRequestDto): Promise<SupportRequestCreatedDto> {
    return { ok: true, id: await this.supportService.create(body) };
  }
}
