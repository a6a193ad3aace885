// The social area of the API: other users, following, users' lists of wines, notes.
import type {
  FollowResponse,
  FollowingResponse,
  Note,
  NoteArray,
  PublicProfile,
  PublicUserListsResponse,
  SavedListResponse,
  UserList,
  UserListArray,
} from '@vinkompassen/shared-contracts/schemas';

/** Response bodies by route (`undefined`: 204 No Content), as the endpoints in shared-contracts declare them. */
export interface SocialRoutes {
  'GET /users/:user/': PublicProfile;
  'GET /users/:user/following/': FollowingResponse;
  'POST /users/:user/follow/': FollowResponse;
  'DELETE /users/:user/follow/': FollowResponse;
  'GET /api/v1/user-lists/my-lists': UserListArray;
  'GET /api/v1/user-lists/saved-lists/': UserListArray;
  'GET /api/v1/public/user-lists/': PublicUserListsResponse;
  'GET /api/v1/public/user-lists/:list/': UserList;
  'POST /api/v1/user-lists/': UserList;
  'PATCH /api/v1/user-lists/:list': UserList;
  'DELETE /api/v1/user-lists/:list': undefined;
  'POST /api/v1/user-lists/:list/add-product/': UserList;
  'DELETE /api/v1/user-lists/:list/remove-product/': UserList;
  'POST /api/v1/user-lists/:list/add_to_profile/': SavedListResponse;
  'DELETE /api/v1/user-lists/:list/remove_from_profile/': SavedListResponse;
  'GET /user-product-notes/by-product/:product/': NoteArray;
  'POST /user-product-notes/': Note;
  'PUT /user-product-notes/:id/': Note;
  'DELETE /user-product-notes/:id/': undefined;
}
