import { ApiProperty } from '@nestjs/swagger';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { IsObject } from 'class-validator';
import { PasskeyNameDto } from './passkey-name.dto';

export const WEBAUTHN_JSON = { type: 'object', additionalProperties: true } as const;

/** The options of navigator.credentials.create(), in WebAuthn's JSON form (PublicKeyCredentialCreationOptionsJSON). */
export class RegistrationOptionsDto {
  @ApiProperty({
    ...WEBAUTHN_JSON,
    description:
      "PublicKeyCredentialCreationOptionsJSON (WebAuthn Level 3): pass it to PublicKeyCredential.parseCreationOptionsFromJSON() or @simplewebauthn/browser's startRegistration(). Its challenge is good once, for 5 minutes, in this session.",
  })
  options!: PublicKeyCredentialCreationOptionsJSON;
}

/** The options of navigator.credentials.get(), in WebAuthn's JSON form (PublicKeyCredentialRequestOptionsJSON). */
export class AuthenticationOptionsDto {
  @ApiProperty({
    ...WEBAUTHN_JSON,
    description:
      "PublicKeyCredentialRequestOptionsJSON (WebAuthn Level 3) with no allowCredentials (any of the site's discoverable passkeys): pass it to PublicKeyCredential.parseRequestOptionsFromJSON() or @simplewebauthn/browser's startAuthentication(). Its challenge is good once, for 5 minutes, in the browser that received the cookie set with it.",
  })
  options!: PublicKeyCredentialRequestOptionsJSON;
}

/** Options for navigator.credentials.get() that name the signed-in account's own passkeys. */
export class ConfirmationOptionsDto {
  @ApiProperty({
    ...WEBAUTHN_JSON,
    description:
      "PublicKeyCredentialRequestOptionsJSON (WebAuthn Level 3) whose allowCredentials are your passkeys: pass it to @simplewebauthn/browser's startAuthentication(). Its challenge is good once, for 5 minutes, in this session.",
  })
  options!: PublicKeyCredentialRequestOptionsJSON;
}

export class CreatePasskeyDto extends PasskeyNameDto {
  @ApiProperty({
    ...WEBAUTHN_JSON,
    description: "The new credential's RegistrationResponseJSON (PublicKeyCredential.toJSON() after navigator.credentials.create())",
  })
  @IsObject({ message: 'The passkey response is required' })
  response!: Record<string, unknown>;
}

export class PasskeySignInDto {
  @ApiProperty({ ...WEBAUTHN_JSON, description: "The assertion's AuthenticationResponseJSON (PublicKeyCredential.toJSON() after navigator.credentials.get())" })
  @IsObject({ message: 'The passkey response is required' })
  response!: Record<string, unknown>;
}
