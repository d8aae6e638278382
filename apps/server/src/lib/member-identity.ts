// The fields every shape of a member starts with (signed-in user, own profile, admin list).
type Identity = {
  id: number;
  email: string;
  nickname: string;
  firstName: string;
  lastName: string;
};

export function memberIdentity(user: Identity): Identity {
  return {
    id: user.id,
    email: user.email,
    nickname: user.nickname,
    firstName: user.firstName,
    lastName: user.lastName,
  };
}
