import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RandomNumberDto } from './dto/random-number.dto';
import { RandomService } from './random.service';

@ApiTags('random')
@Controller('random')
export class RandomController {
  constructor(private readonly randomService: RandomService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: RandomNumberDto, description: 'A new random number from 1 to 100 and when it was drawn.' })
  generate(): RandomNumberDto {
    return this.randomService.generate();
  }
}
