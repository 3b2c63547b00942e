import { useQuery } from "@tanstack/react-query"

import { fetchPhotoUrl } from "../api/users.ts"
import type { User } from "../api/users.ts"

/** The user's photo, or their initial. */
export function UserAvatar({ user }: { user: User }) {
  const photo = useQuery({
    queryKey: ["users", "photo", user.id_user, user.photo],
    queryFn: () => fetchPhotoUrl(user.id_user),
    enabled: Boolean(user.photo),
    staleTime: Infinity,
  })
  return photo.data ? (
    <img src={photo.data} alt="" className="size-8 rounded-full object-cover" />
  ) : (
    <span className="flex size-8 items-center justify-center rounded-full bg-secondary text-xs font-semibold text-secondary-foreground">
      {user.name.slice(0, 1).toUpperCase()}
    </span>
  )
}
