// SPDX-License-Identifier: MIT
#include "matching.hpp"

#include <climits>

namespace hitmask::detail {

namespace {

class HopcroftKarp {
public:
    explicit HopcroftKarp(const BipartiteGraph& g)
        : g_(g)
        , matchLeft_(g.leftCount, -1)
        , matchRight_(g.rightCount, -1)
        , dist_(g.leftCount)
        , next_(g.leftCount) {}

    void run() {
        while (layer()) {
            for (int u = 0; u < g_.leftCount; ++u)
                next_[u] = g_.offsets[u];
            for (int u = 0; u < g_.leftCount; ++u)
                if (matchLeft_[u] < 0)
                    augmentFrom(u);
        }
    }

    const std::vector<int>& matchLeft() const { return matchLeft_; }
    const std::vector<int>& matchRight() const { return matchRight_; }

private:
    // Breadth-first layers from the free left vertices; true when a free right vertex
    // is reachable, i.e. the matching can still grow.
    bool layer() {
        std::vector<int> queue;
        queue.reserve(g_.leftCount);
        for (int u = 0; u < g_.leftCount; ++u) {
            dist_[u] = matchLeft_[u] < 0 ? 0 : INT_MAX;
            if (matchLeft_[u] < 0)
                queue.push_back(u);
        }
        bool found = false;
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const int u = queue[head];
            for (int e = g_.offsets[u]; e < g_.offsets[u + 1]; ++e) {
                const int w = matchRight_[g_.targets[e]];
                if (w < 0) {
                    found = true;
                } else if (dist_[w] == INT_MAX) {
                    dist_[w] = dist_[u] + 1;
                    queue.push_back(w);
                }
            }
        }
        return found;
    }

    // Depth-first search along the layers with an explicit stack.
    void augmentFrom(int root) {
        stack_.clear();
        stack_.push_back(root);
        while (!stack_.empty()) {
            const int u = stack_.back();
            if (next_[u] == g_.offsets[u + 1]) {
                dist_[u] = INT_MAX; // dead end for the rest of this phase
                stack_.pop_back();
                if (!stack_.empty())
                    ++next_[stack_.back()];
                continue;
            }
            const int w = matchRight_[g_.targets[next_[u]]];
            if (w < 0) {
                for (const int v : stack_) {
                    const int target = g_.targets[next_[v]];
                    matchLeft_[v] = target;
                    matchRight_[target] = v;
                }
                return;
            }
            if (dist_[w] == dist_[u] + 1)
                stack_.push_back(w);
            else
                ++next_[u];
        }
    }

    const BipartiteGraph& g_;
    std::vector<int> matchLeft_;
    std::vector<int> matchRight_;
    std::vector<int> dist_;
    std::vector<int> next_;
    std::vector<int> stack_;
};

} // namespace

IndependentSet maximumIndependentSet(const BipartiteGraph& graph) {
    HopcroftKarp matching(graph);
    matching.run();
    const auto& matchLeft = matching.matchLeft();
    const auto& matchRight = matching.matchRight();

    // König: with Z the vertices reachable from free left vertices by alternating paths,
    // (left \ Z) + (right ∩ Z) is a minimum vertex cover, so its complement
    // (left ∩ Z) + (right \ Z) is a maximum independent set.
    std::vector<char> reachedLeft(graph.leftCount, 0);
    std::vector<char> reachedRight(graph.rightCount, 0);
    std::vector<int> queue;
    for (int u = 0; u < graph.leftCount; ++u)
        if (matchLeft[u] < 0) {
            reachedLeft[u] = 1;
            queue.push_back(u);
        }
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int u = queue[head];
        for (int e = graph.offsets[u]; e < graph.offsets[u + 1]; ++e) {
            const int v = graph.targets[e];
            if (reachedRight[v] || matchLeft[u] == v)
                continue;
            reachedRight[v] = 1;
            const int w = matchRight[v];
            if (w >= 0 && !reachedLeft[w]) {
                reachedLeft[w] = 1;
                queue.push_back(w);
            }
        }
    }
    IndependentSet result{std::move(reachedLeft), std::vector<char>(graph.rightCount, 0)};
    for (int v = 0; v < graph.rightCount; ++v)
        result.right[v] = !reachedRight[v];
    return result;
}

} // namespace hitmask::detail
