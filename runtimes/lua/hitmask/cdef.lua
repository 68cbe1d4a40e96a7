-- SPDX-License-Identifier: MIT
-- The C API of libhitmask (core/include/hitmask/hitmask_*.h) as LuaJIT's FFI declares it:
-- the functions the Lua module calls, with the header's types, and the loaded library.
local ffi = require("ffi")

ffi.cdef([[
typedef struct hm_mask hm_mask;
typedef struct hm_file hm_file;
typedef struct hm_world hm_world;
typedef struct hm_pair { uint32_t first, second; } hm_pair;
typedef struct hm_contact { uint32_t first, second; int32_t phase; } hm_contact;
/* A struct tag only: hm_separation is also the function's name. */
struct hm_separation { int left, right, up, down, push_x, push_y; };

const char* hm_version(void);
int hm_version_number(void);
int hm_last_error(void);
const char* hm_last_error_message(void);

hm_file* hm_file_load(const char* path, char* error, size_t error_size);
hm_file* hm_file_load_memory(const void* data, size_t size, char* error, size_t error_size);
void hm_file_free(hm_file* file);
int hm_file_version(const hm_file* file);
const char* hm_file_encoding(const hm_file* file);
int hm_file_frames(const hm_file* file);
int hm_file_channels(const hm_file* file);
const char* hm_file_channel_name(const hm_file* file, int channel);
int hm_file_channel_index(const hm_file* file, const char* name);
int hm_file_frame_width(const hm_file* file, int frame);
int hm_file_frame_height(const hm_file* file, int frame);
const hm_mask* hm_file_mask(const hm_file* file, int frame, int channel);
int hm_file_origin(const hm_file* file, int frame, int* x, int* y);

hm_mask* hm_mask_new(int width, int height);
hm_mask* hm_mask_from_rgba(const uint8_t* rgba, int width, int height, ptrdiff_t stride,
                           uint8_t threshold);
hm_mask* hm_mask_from_bits(const uint8_t* bits, int width, int height, ptrdiff_t stride);
void hm_mask_free(hm_mask* mask);
int hm_mask_width(const hm_mask* mask);
int hm_mask_height(const hm_mask* mask);
int hm_mask_get(const hm_mask* mask, int x, int y);
int hm_mask_set(hm_mask* mask, int x, int y, int solid);
long long hm_mask_count(const hm_mask* mask);
int hm_overlaps(const hm_mask* a, const hm_mask* b, int dx, int dy);
long long hm_overlap_area(const hm_mask* a, const hm_mask* b, int dx, int dy);
int hm_first_contact(const hm_mask* a, const hm_mask* b, int dx, int dy, int* x, int* y);
int hm_separation(const hm_mask* a, const hm_mask* b, int dx, int dy, struct hm_separation* out);
hm_mask* hm_overlap_mask(const hm_mask* a, const hm_mask* b, int dx, int dy);

hm_world* hm_world_new(int cell_size);
void hm_world_free(hm_world* world);
uint32_t hm_world_add(hm_world* world, const hm_mask* mask, int x, int y);
uint32_t hm_world_add_origin(hm_world* world, const hm_mask* mask, int origin_x, int origin_y,
                             int x, int y);
uint32_t hm_world_add_frame(hm_world* world, const hm_file* file, int frame, int channel, int x,
                            int y);
int hm_world_set_frame(hm_world* world, uint32_t id, const hm_file* file, int frame, int channel);
int hm_world_move(hm_world* world, uint32_t id, int x, int y);
long long hm_world_move_many(hm_world* world, const uint32_t* ids, const int32_t* xy,
                             long long count);
int hm_world_set_mask(hm_world* world, uint32_t id, const hm_mask* mask);
int hm_world_set_mask_origin(hm_world* world, uint32_t id, const hm_mask* mask, int origin_x,
                             int origin_y);
int hm_world_remove(hm_world* world, uint32_t id);
int hm_world_set_layers(hm_world* world, uint32_t id, uint32_t layers, uint32_t collides_with);
int hm_world_layers(const hm_world* world, uint32_t id, uint32_t* layers, uint32_t* collides_with);
int hm_world_contains(const hm_world* world, uint32_t id);
int hm_world_position(const hm_world* world, uint32_t id, int* x, int* y);
int hm_world_origin(const hm_world* world, uint32_t id, int* x, int* y);
long long hm_world_size(const hm_world* world);
int hm_world_cell_size(const hm_world* world);

long long hm_world_collisions_into(hm_world* world, hm_pair* out, long long capacity);
long long hm_world_step_into(hm_world* world, hm_contact* out, long long capacity);
long long hm_world_collisions_of_into(hm_world* world, uint32_t id, uint32_t* out,
                                      long long capacity);
long long hm_world_entries_into(hm_world* world, uint32_t* out, long long capacity);
long long hm_world_query_mask_into(hm_world* world, const hm_mask* mask, int x, int y,
                                   uint32_t layers, uint32_t exclude, uint32_t* out,
                                   long long capacity);
long long hm_world_query_point_into(hm_world* world, int x, int y, uint32_t layers,
                                    uint32_t exclude, uint32_t* out, long long capacity);
long long hm_world_query_rect_into(hm_world* world, int x, int y, int w, int h, uint32_t layers,
                                   uint32_t exclude, uint32_t* out, long long capacity);
uint32_t hm_world_query_segment(hm_world* world, int x0, int y0, int x1, int y1, uint32_t layers,
                                uint32_t exclude, int* hit_x, int* hit_y);
long long hm_world_overlap_area(const hm_world* world, uint32_t a, uint32_t b);
int hm_world_first_contact(const hm_world* world, uint32_t a, uint32_t b, int* x, int* y);
int hm_world_separation(const hm_world* world, uint32_t a, uint32_t b, struct hm_separation* out);
]])

-- HITMASK_LIBRARY names the library's file; without it the system's loader looks for
-- libhitmask.so (a development install), then libhitmask.so.0 (the runtime package).
local function load_library()
    local path = os.getenv("HITMASK_LIBRARY")
    if path and path ~= "" then
        return ffi.load(path)
    end
    local ok, library = pcall(ffi.load, "hitmask")
    if ok then
        return library
    end
    local ok0, library0 = pcall(ffi.load, "libhitmask.so.0")
    if ok0 then
        return library0
    end
    error("hitmask: cannot load libhitmask (" .. tostring(library) ..
          "); set HITMASK_LIBRARY to its path", 0)
end

return load_library()
