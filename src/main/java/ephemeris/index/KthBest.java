package ephemeris.index;

/** The k-th largest of the scores offered so far (a min-heap of the k largest). */
final class KthBest {
    private final float[] heap;
    private int size;

    KthBest(int k) {
        heap = new float[k];
    }

    void offer(float v) {
        if (size < heap.length) {
            heap[size] = v;
            int i = size++;
            while (i > 0 && heap[(i - 1) / 2] > heap[i]) {
                swap(i, (i - 1) / 2);
                i = (i - 1) / 2;
            }
        } else if (v > heap[0]) {
            heap[0] = v;
            int i = 0;
            while (true) {
                int l = 2 * i + 1;
                int r = l + 1;
                int m = i;
                if (l < size && heap[l] < heap[m]) {
                    m = l;
                }
                if (r < size && heap[r] < heap[m]) {
                    m = r;
                }
                if (m == i) {
                    break;
                }
                swap(i, m);
                i = m;
            }
        }
    }

    /** The smallest kept score: the k-th largest, or the smallest of all when fewer than k were offered. */
    float kth() {
        return heap[0];
    }

    private void swap(int a, int b) {
        float t = heap[a];
        heap[a] = heap[b];
        heap[b] = t;
    }
}
