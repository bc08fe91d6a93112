import { DEMO_ACCOUNTS } from '../accounts';
import { isoDaysAgo } from '../lib/dates';
import { createRng } from '../lib/random';
import { emailFor, phoneNumber } from '../lib/text';
import type { UserAccount } from '../types';
import { AGENCIES, personName } from './names';
import { PLACES } from './regions';

export const AGENT_COUNT = 40;
export const MEMBER_COUNT = 80;

/** Agents and members. The demo agent account is one of the agents. */
export function seedUsers(anchor: Date): UserAccount[] {
  const rng = createRng(101);
  const cities = [...new Set(PLACES.map((place) => place.city))];
  const users: UserAccount[] = [];
  const demoAgent = DEMO_ACCOUNTS.find((account) => account.flag === 'agent');
  if (demoAgent) {
    users.push({
      _id: rng.objectId(),
      auth_id: demoAgent.auth_id,
      name: demoAgent.name,
      email: demoAgent.email,
      phone: demoAgent.phone,
      city: demoAgent.city,
      role: 'agent',
      agency: demoAgent.agency,
      created_at: demoAgent.joined_at,
      is_verified: true,
    });
  }
  const add = (role: UserAccount['role'], index: number) => {
    const name = personName(rng.pick);
    users.push({
      _id: rng.objectId(),
      auth_id: `usr-${role === 'agent' ? 'agt' : 'mbr'}-${String(100 + index).padStart(4, '0')}`,
      name,
      email: emailFor(name, rng),
      phone: phoneNumber(rng),
      city: rng.pick(cities),
      role,
      agency: role === 'agent' ? rng.pick(AGENCIES) : '',
      created_at: isoDaysAgo(anchor, rng.int(5, 900) + rng.next()),
      is_verified: rng.chance(role === 'agent' ? 0.8 : 0.6),
    });
  };
  for (let i = 1; i < AGENT_COUNT; i += 1) add('agent', i);
  for (let i = 1; i <= MEMBER_COUNT; i += 1) add('member', i);
  return users;
}
