// SPDX-License-Identifier: MIT
// Maximum independent sets of bipartite graphs, through a maximum matching (König).
#pragma once

#include <vector>

namespace hitmask::detail {

// Left vertices 0..leftCount-1 with their right neighbours in compressed rows:
// targets[offsets[u] .. offsets[u + 1]) for left vertex u.
struct BipartiteGraph {
    int leftCount = 0;
    int rightCount = 0;
    std::vector<int> offsets{0};
    std::vector<int> targets;
};

struct IndependentSet {
    std::vector<char> left;  // chosen left vertices
    std::vector<char> right; // chosen right vertices
};

// A maximum independent set: Hopcroft–Karp matching, O(E sqrt(V)), then the
// alternating-path reachability from free left vertices, O(E). No recursion, so long
// augmenting paths cannot overflow the stack.
IndependentSet maximumIndependentSet(const BipartiteGraph& graph);

} // namespace hitmask::detail
