/** Where synthetic contacts live and which mailbox providers they use. */

export type Continent = 'Africa' | 'Antarctica' | 'Asia' | 'Europe' | 'North America' | 'Oceania' | 'South America';

export interface Place {
  city: string;
  country: string;
  continent: Continent;
  /** IANA zone of the city. */
  timezone: string;
  callingCode: string;
  /** Relative share of contacts. */
  weight: number;
  /** Mailbox providers popular there, tried before the global ones. */
  localMail?: readonly string[];
}

export const PLACES: readonly Place[] = [
  { city: 'New York', country: 'United States', continent: 'North America', timezone: 'America/New_York', callingCode: '1', weight: 9 },
  { city: 'San Francisco', country: 'United States', continent: 'North America', timezone: 'America/Los_Angeles', callingCode: '1', weight: 6 },
  { city: 'Chicago', country: 'United States', continent: 'North America', timezone: 'America/Chicago', callingCode: '1', weight: 4 },
  { city: 'Denver', country: 'United States', continent: 'North America', timezone: 'America/Denver', callingCode: '1', weight: 2 },
  { city: 'Toronto', country: 'Canada', continent: 'North America', timezone: 'America/Toronto', callingCode: '1', weight: 3 },
  { city: 'Vancouver', country: 'Canada', continent: 'North America', timezone: 'America/Vancouver', callingCode: '1', weight: 2 },
  { city: 'Mexico City', country: 'Mexico', continent: 'North America', timezone: 'America/Mexico_City', callingCode: '52', weight: 3 },
  { city: 'São Paulo', country: 'Brazil', continent: 'South America', timezone: 'America/Sao_Paulo', callingCode: '55', weight: 4 },
  { city: 'Buenos Aires', country: 'Argentina', continent: 'South America', timezone: 'America/Argentina/Buenos_Aires', callingCode: '54', weight: 2 },
  { city: 'Bogotá', country: 'Colombia', continent: 'South America', timezone: 'America/Bogota', callingCode: '57', weight: 2 },
  { city: 'Santiago', country: 'Chile', continent: 'South America', timezone: 'America/Santiago', callingCode: '56', weight: 1 },
  { city: 'Lima', country: 'Peru', continent: 'South America', timezone: 'America/Lima', callingCode: '51', weight: 1 },
  { city: 'London', country: 'United Kingdom', continent: 'Europe', timezone: 'Europe/London', callingCode: '44', weight: 7 },
  { city: 'Berlin', country: 'Germany', continent: 'Europe', timezone: 'Europe/Berlin', callingCode: '49', weight: 5, localMail: ['gmx.de', 'web.de'] },
  { city: 'Munich', country: 'Germany', continent: 'Europe', timezone: 'Europe/Berlin', callingCode: '49', weight: 3, localMail: ['gmx.de', 'web.de'] },
  { city: 'Hamburg', country: 'Germany', continent: 'Europe', timezone: 'Europe/Berlin', callingCode: '49', weight: 2, localMail: ['gmx.de', 'web.de'] },
  { city: 'Paris', country: 'France', continent: 'Europe', timezone: 'Europe/Paris', callingCode: '33', weight: 5, localMail: ['orange.fr', 'free.fr'] },
  { city: 'Lyon', country: 'France', continent: 'Europe', timezone: 'Europe/Paris', callingCode: '33', weight: 1, localMail: ['orange.fr', 'free.fr'] },
  { city: 'Madrid', country: 'Spain', continent: 'Europe', timezone: 'Europe/Madrid', callingCode: '34', weight: 3 },
  { city: 'Barcelona', country: 'Spain', continent: 'Europe', timezone: 'Europe/Madrid', callingCode: '34', weight: 2 },
  { city: 'Rome', country: 'Italy', continent: 'Europe', timezone: 'Europe/Rome', callingCode: '39', weight: 2, localMail: ['libero.it'] },
  { city: 'Milan', country: 'Italy', continent: 'Europe', timezone: 'Europe/Rome', callingCode: '39', weight: 2, localMail: ['libero.it'] },
  { city: 'Amsterdam', country: 'Netherlands', continent: 'Europe', timezone: 'Europe/Amsterdam', callingCode: '31', weight: 2 },
  { city: 'Stockholm', country: 'Sweden', continent: 'Europe', timezone: 'Europe/Stockholm', callingCode: '46', weight: 1 },
  { city: 'Warsaw', country: 'Poland', continent: 'Europe', timezone: 'Europe/Warsaw', callingCode: '48', weight: 2 },
  { city: 'Dublin', country: 'Ireland', continent: 'Europe', timezone: 'Europe/Dublin', callingCode: '353', weight: 1 },
  { city: 'Lisbon', country: 'Portugal', continent: 'Europe', timezone: 'Europe/Lisbon', callingCode: '351', weight: 1 },
  { city: 'Zurich', country: 'Switzerland', continent: 'Europe', timezone: 'Europe/Zurich', callingCode: '41', weight: 1, localMail: ['gmx.ch'] },
  { city: 'Moscow', country: 'Russia', continent: 'Europe', timezone: 'Europe/Moscow', callingCode: '7', weight: 2, localMail: ['yandex.ru', 'mail.ru'] },
  { city: 'Istanbul', country: 'Turkey', continent: 'Europe', timezone: 'Europe/Istanbul', callingCode: '90', weight: 2 },
  { city: 'Lagos', country: 'Nigeria', continent: 'Africa', timezone: 'Africa/Lagos', callingCode: '234', weight: 2 },
  { city: 'Nairobi', country: 'Kenya', continent: 'Africa', timezone: 'Africa/Nairobi', callingCode: '254', weight: 1 },
  { city: 'Cairo', country: 'Egypt', continent: 'Africa', timezone: 'Africa/Cairo', callingCode: '20', weight: 1 },
  { city: 'Johannesburg', country: 'South Africa', continent: 'Africa', timezone: 'Africa/Johannesburg', callingCode: '27', weight: 1 },
  { city: 'Cape Town', country: 'South Africa', continent: 'Africa', timezone: 'Africa/Johannesburg', callingCode: '27', weight: 1 },
  { city: 'Accra', country: 'Ghana', continent: 'Africa', timezone: 'Africa/Accra', callingCode: '233', weight: 1 },
  { city: 'Casablanca', country: 'Morocco', continent: 'Africa', timezone: 'Africa/Casablanca', callingCode: '212', weight: 1 },
  { city: 'Tokyo', country: 'Japan', continent: 'Asia', timezone: 'Asia/Tokyo', callingCode: '81', weight: 4 },
  { city: 'Osaka', country: 'Japan', continent: 'Asia', timezone: 'Asia/Tokyo', callingCode: '81', weight: 1 },
  { city: 'Seoul', country: 'South Korea', continent: 'Asia', timezone: 'Asia/Seoul', callingCode: '82', weight: 2, localMail: ['naver.com'] },
  { city: 'Shanghai', country: 'China', continent: 'Asia', timezone: 'Asia/Shanghai', callingCode: '86', weight: 3, localMail: ['qq.com', '163.com'] },
  { city: 'Beijing', country: 'China', continent: 'Asia', timezone: 'Asia/Shanghai', callingCode: '86', weight: 2, localMail: ['qq.com', '163.com'] },
  { city: 'Shenzhen', country: 'China', continent: 'Asia', timezone: 'Asia/Shanghai', callingCode: '86', weight: 1, localMail: ['qq.com', '163.com'] },
  { city: 'Hong Kong', country: 'Hong Kong', continent: 'Asia', timezone: 'Asia/Hong_Kong', callingCode: '852', weight: 1 },
  { city: 'Singapore', country: 'Singapore', continent: 'Asia', timezone: 'Asia/Singapore', callingCode: '65', weight: 2 },
  { city: 'Mumbai', country: 'India', continent: 'Asia', timezone: 'Asia/Kolkata', callingCode: '91', weight: 3 },
  { city: 'Bengaluru', country: 'India', continent: 'Asia', timezone: 'Asia/Kolkata', callingCode: '91', weight: 3 },
  { city: 'Delhi', country: 'India', continent: 'Asia', timezone: 'Asia/Kolkata', callingCode: '91', weight: 2 },
  { city: 'Dubai', country: 'United Arab Emirates', continent: 'Asia', timezone: 'Asia/Dubai', callingCode: '971', weight: 1 },
  { city: 'Tel Aviv', country: 'Israel', continent: 'Asia', timezone: 'Asia/Jerusalem', callingCode: '972', weight: 1 },
  { city: 'Jakarta', country: 'Indonesia', continent: 'Asia', timezone: 'Asia/Jakarta', callingCode: '62', weight: 2 },
  { city: 'Bangkok', country: 'Thailand', continent: 'Asia', timezone: 'Asia/Bangkok', callingCode: '66', weight: 1 },
  { city: 'Ho Chi Minh City', country: 'Vietnam', continent: 'Asia', timezone: 'Asia/Ho_Chi_Minh', callingCode: '84', weight: 1 },
  { city: 'Manila', country: 'Philippines', continent: 'Asia', timezone: 'Asia/Manila', callingCode: '63', weight: 1 },
  { city: 'Sydney', country: 'Australia', continent: 'Oceania', timezone: 'Australia/Sydney', callingCode: '61', weight: 3 },
  { city: 'Melbourne', country: 'Australia', continent: 'Oceania', timezone: 'Australia/Melbourne', callingCode: '61', weight: 2 },
  { city: 'Perth', country: 'Australia', continent: 'Oceania', timezone: 'Australia/Perth', callingCode: '61', weight: 1 },
  { city: 'Auckland', country: 'New Zealand', continent: 'Oceania', timezone: 'Pacific/Auckland', callingCode: '64', weight: 1 },
  { city: 'McMurdo Station', country: 'Antarctica', continent: 'Antarctica', timezone: 'Antarctica/McMurdo', callingCode: '64', weight: 0.02 },
];

/** Global mailbox providers and their share among people without a local favourite. */
export const MAIL_PROVIDERS: readonly { domain: string; weight: number }[] = [
  { domain: 'gmail.com', weight: 46 },
  { domain: 'yahoo.com', weight: 10 },
  { domain: 'outlook.com', weight: 9 },
  { domain: 'hotmail.com', weight: 8 },
  { domain: 'icloud.com', weight: 8 },
  { domain: 'proton.me', weight: 3 },
  { domain: 'gmx.de', weight: 2 },
  { domain: 'orange.fr', weight: 1 },
  { domain: 'libero.it', weight: 1 },
  { domain: 'qq.com', weight: 2 },
  { domain: 'yandex.ru', weight: 1 },
  { domain: 'naver.com', weight: 1 },
  { domain: 'aol.com', weight: 1 },
];
