#include "hall/server/connection_threads.hpp"

#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>

using pendule::hall::ConnectionThreads;

TEST_CASE("each connection has a thread up to the limit, the others wait for one, shutdown waits for all") {
    std::mutex mutex;
    std::condition_variable changed;
    int running = 0;
    int most = 0;
    bool release = false;
    std::atomic<int> done = 0;
    ConnectionThreads threads(4);
    // Ten connections that hold their thread until released (as a live page does).
    for (int i = 0; i < 10; ++i)
        threads.enqueue([&] {
            std::unique_lock lock(mutex);
            ++running;
            most = std::max(most, running);
            changed.notify_all();
            changed.wait(lock, [&] { return release; });
            --running;
            ++done;
        });
    {
        std::unique_lock lock(mutex);
        // Four at once, not one (a pool of one would serve pages one after another) nor ten.
        REQUIRE(changed.wait_for(lock, std::chrono::seconds(5), [&] { return running == 4; }));
        release = true;
    }
    changed.notify_all();
    threads.shutdown();
    CHECK(done == 10);
    CHECK(most == 4);
}
