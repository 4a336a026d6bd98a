import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-error.dto';
import { RateLimit } from '../common/rate-limit';
import { CreateSupportRequestDto } from './dto/create-support-request.dto';
import { SupportRequestCreatedDto } from './dto/support-request-created.dto';
import { SupportIntakeService } from './support-intake.service';

@ApiTags('support')
@Controller('support')
export class SupportController {
  constructor(private readonly intake: SupportIntakeService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimit('support')
  @ApiCreatedResponse({
    type: SupportRequestCreatedDto,
    description: 'Stored with its two mails queued (to SUPPORT_EMAIL, and a receipt to the visitor); the answer does not wait for them.',
  })
  @ApiErrors('VALIDATION_FAILED', 'UNKNOWN_FIELDS')
  async create(@Body() body: CreateSupportRequestDto): Promise<SupportRequestCreatedDto> {
    return { ok: true, id: await this.intake.create(body) };
  }
}
